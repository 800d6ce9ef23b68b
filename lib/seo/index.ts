export * from './urls'
export * from './metadata'
export * from './sitemap-entries'

/** What next-themes is configured with, shared by the provider and the script in <head>. */
export const THEME_STORAGE_KEY = 'theme'
export const THEMES = ['light', 'dark'] as const
export const DEFAULT_THEME = 'system'

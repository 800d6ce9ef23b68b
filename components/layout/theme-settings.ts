/** What next-themes is configured with (its own defaults, named once for the provider). */
export const THEME_STORAGE_KEY = 'theme'
export const THEMES = ['light', 'dark'] as const
export const DEFAULT_THEME = 'system'

/**
 * The icons content may name (a service card's, a benefit's, a company value's): the copy stays
 * data and names its icon; components/ui/icon.tsx draws each name, and the compiler checks that
 * both sides list the same ones.
 */
export type IconName =
  | 'analytics'
  | 'briefcase'
  | 'camera'
  | 'cart'
  | 'chart'
  | 'check'
  | 'gauge'
  | 'globe'
  | 'layers'
  | 'megaphone'
  | 'message'
  | 'palette'
  | 'pen'
  | 'phone'
  | 'rocket'
  | 'search'
  | 'shield'
  | 'sparkles'
  | 'target'
  | 'trend'
  | 'users'
  | 'video'
  | 'wrench'
  | 'zap'

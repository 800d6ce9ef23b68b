import { en, type Dictionary } from '@/content/en'
import { fr } from '@/content/fr'
import type { Lang } from './locales'

export type { Dictionary }

const DICTIONARIES: Record<Lang, Dictionary> = { en, fr }

export function getDictionary(lang: Lang): Dictionary {
  return DICTIONARIES[lang]
}

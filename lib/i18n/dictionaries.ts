import 'server-only'
import { en, type Dictionary } from '@/content/en'
import { fr } from '@/content/fr'
import { table } from '@/lib/lookup'
import type { Lang } from './locales'

export type { Dictionary }

const DICTIONARIES = table<Lang, Dictionary>({ en, fr })

export function getDictionary(lang: Lang): Dictionary {
  return DICTIONARIES[lang]
}

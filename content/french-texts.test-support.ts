import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { siteConfig } from '@/lib/site'

/** What the French copy tests read (typography, calques, glossary): one walk of each source. */

/** Every string of a dictionary; copy with values (the legal documents) filled with the company facts. */
export function dictionaryStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'function') return dictionaryStrings(value(siteConfig))
  if (Array.isArray(value)) return value.flatMap(dictionaryStrings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(dictionaryStrings)
  return []
}

type Node = { nodeType: string; value?: string; content?: Node[] }
type Entity = { fields: Record<string, Record<string, unknown>> }

/** Every French text of the generated blog export (titles, excerpts, bodies, names, alt texts), as a reader gets it. */
export function frenchExportTexts(): string[] {
  const file = fileURLToPath(new URL('./blog/contentful-export.json', import.meta.url))
  const data = JSON.parse(readFileSync(file, 'utf8')) as { entries: Entity[]; assets: Entity[] }
  const texts: string[] = []
  const walk = (node: Node) => {
    if (node.nodeType === 'text' && node.value) texts.push(node.value)
    node.content?.forEach(walk)
  }
  for (const entity of [...data.entries, ...data.assets]) {
    for (const field of Object.values(entity.fields)) {
      const value = field['fr-FR']
      if (typeof value === 'string') texts.push(value)
      else if (value && typeof value === 'object' && 'nodeType' in value) walk(value as Node)
    }
  }
  return texts
}

// Seeds a real Contentful space with the bundled blog: content model, locales, entries and assets.
//   CONTENTFUL_SPACE_ID=… CONTENTFUL_MANAGEMENT_TOKEN=… npm run contentful:import
// Optional: CONTENTFUL_ENVIRONMENT (default master).
// Asset files are uploaded from public/blog-assets/: contentful-import reads each asset's url
// without its leading "//" under that folder (see content/blog/README.md).
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const ROOT = new URL('..', import.meta.url).pathname
export const CONTENT_FILE = join(ROOT, 'content/blog/contentful-export.json')
export const ASSETS_DIRECTORY = join(ROOT, 'public/blog-assets')

/** The options for contentful-import, or the list of what is missing. */
export function importOptions(env) {
  const spaceId = env.CONTENTFUL_SPACE_ID?.trim()
  const managementToken = env.CONTENTFUL_MANAGEMENT_TOKEN?.trim()
  const missing = [
    ...(spaceId ? [] : ['CONTENTFUL_SPACE_ID']),
    ...(managementToken ? [] : ['CONTENTFUL_MANAGEMENT_TOKEN']),
  ]
  if (missing.length > 0) return { missing }
  return {
    options: {
      spaceId,
      managementToken,
      environmentId: env.CONTENTFUL_ENVIRONMENT?.trim() || 'master',
      contentFile: CONTENT_FILE,
      uploadAssets: true,
      assetsDirectory: ASSETS_DIRECTORY,
    },
  }
}

async function main() {
  const { options, missing } = importOptions(process.env)
  if (!options) {
    console.error(
      `contentful:import needs ${missing.join(' and ')}.\n` +
        'Create a management token under Settings → CMA tokens in Contentful, then run:\n' +
        '  CONTENTFUL_SPACE_ID=<space id> CONTENTFUL_MANAGEMENT_TOKEN=<token> npm run contentful:import\n' +
        '(CONTENTFUL_ENVIRONMENT defaults to master.)',
    )
    process.exit(1)
  }
  if (!existsSync(options.contentFile)) {
    console.error(`contentful:import: ${options.contentFile} is missing; run npm run blog:build first.`)
    process.exit(1)
  }
  // Loaded only now, so that a missing variable is reported without loading the whole tool.
  // The CommonJS build on purpose: contentful-import's ESM build (dist/index.mjs, 9.4.x) imports
  // date-fns directories, which Node's ESM loader refuses (ERR_UNSUPPORTED_DIR_IMPORT).
  const contentfulImport = createRequire(import.meta.url)('contentful-import')
  try {
    await contentfulImport(options)
    console.log(`Imported the blog into space ${options.spaceId} (${options.environmentId}).`)
  } catch (error) {
    console.error(`contentful:import failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()

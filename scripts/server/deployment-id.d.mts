/** Types of deployment-id.mjs (read by next.config.mjs, the cache handler and the release test). */
export function deploymentId(phase: string, root?: string): string | undefined
export const RELEASE_ID_FILE: string
export function releaseIdForBuild(root?: string): string

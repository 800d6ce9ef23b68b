import { ContentfulLivePreview } from '@contentful/live-preview'

/**
 * Starts Contentful's Live Preview SDK in the browser, with inspector mode, in the page's
 * Contentful locale: in the pane beside the entry editor, hovering a tagged part names its field
 * and a click opens it. Outside Contentful's frame the SDK stays idle.
 *
 * `onSave` runs each time the editor saves (Contentful autosaves while the editor types) an entry
 * tagged on this page. Returns the function that stops listening.
 */
export function startLivePreview(locale: string, onSave: () => void): () => void {
  // Idempotent: a second call (React's strict mode, a locale change) keeps the first setup.
  void ContentfulLivePreview.init({ locale, enableInspectorMode: true, enableLiveUpdates: true })
  return ContentfulLivePreview.subscribe('save', { callback: onSave })
}

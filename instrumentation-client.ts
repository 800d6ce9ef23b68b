// Runs in the browser with the page's first script, before hydration (Next's documented hook).
// The whole stylesheet: asked for here, so that its request starts with the page's scripts and
// the load event waits for it (tests and tools that wait for `load` see the page styled), yet no
// first paint waits for it: until it comes, the critical rules app/stylesheets.tsx inlines in
// <head> draw the page. A stylesheet that fails to arrive (a dropped connection) leaves the page
// as those rules drew it.
import { keepPositionOnReload } from './components/layout/reload-position'

import('./app/globals.css').catch(() => {})
keepPositionOnReload()

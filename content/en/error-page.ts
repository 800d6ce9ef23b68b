/** The page shown when a page fails to render (app/[lang]/error.tsx, app/global-error.tsx). */
export const errorPage = {
  title: 'Something went wrong',
  eyebrow: 'Error',
  heading: 'This page could not be shown',
  body: 'Something failed on our side while showing this page. Trying again often works; if it does not, the home page and the rest of the site are still here.',
  retry: 'Try again',
  home: 'Back to the home page',
}

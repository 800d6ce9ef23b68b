// A PostCSS plugin run after Tailwind (postcss.config.mjs): drops what Tailwind 4 writes for its
// own --tw-* variables that the stylesheet never reads, and fallbacks for browsers older than the
// ones the site supports.
//
// - `@layer properties { @supports (…) { *, ::before, ::after, ::backdrop { --tw-…: initial… } } }`
//   gives the variables their initial values in browsers without `@property` (Safari before 16.4,
//   Firefox before 128). Every browser this site supports reads `@property`, and the block is a
//   universal-selector rule of ~60 declarations that the others still parse.
// - `@property --tw-x` and `--tw-x: …` declarations for a variable no `var(--tw-x…)` reads: a
//   utility such as `font-semibold` or `tracking-tight` sets one (--tw-font-weight,
//   --tw-tracking) for utilities this site does not use.
// - The colour written without `color-mix()` before each `@supports (color: color-mix(…))` block
//   (an opacity modifier, `bg-accent/60`): the block's rule replaces it. Every browser that reads
//   `@property` also reads `color-mix()` (Safari 16.2, Firefox 113, Chrome 111).
// - A declaration written again, same property and value, later in its rule: Tailwind's minifier
//   writes the icons' `-webkit-mask` twice (components/ui/icons.css), with the sprite's URL in each.
//   Only the last copy can apply, whichever browser reads it.
// Variables that are read keep their `@property`: its initial value is what makes
// `box-shadow: var(--tw-inset-shadow), …, var(--tw-shadow)` valid where only one is set, and its
// `inherits: false` keeps a parent's translate or leading from reaching its children.

const TW_VAR = /var\(\s*(--tw-[\w-]+)/g

/** @type {import('postcss').PluginCreator<void>} */
const dropUnusedTwProperties = () => ({
  postcssPlugin: 'drop-unused-tw-properties',
  OnceExit(root) {
    root.walkAtRules('layer', (rule) => {
      if (rule.params.trim() === 'properties' && rule.nodes) rule.remove()
    })
    root.walkAtRules('supports', (block) => {
      if (!/^\(color:\s*color-mix\(/.test(block.params.trim())) return
      for (const rule of block.nodes ?? []) {
        if (rule.type !== 'rule') continue
        const props = new Set(rule.nodes.filter((node) => node.type === 'decl').map((decl) => decl.prop))
        let fallback = block.prev()
        while (fallback && !(fallback.type === 'rule' && fallback.selector === rule.selector)) fallback = fallback.prev()
        fallback?.each((node) => {
          if (node.type === 'decl' && props.has(node.prop)) node.remove()
        })
      }
      block.replaceWith(block.nodes ?? [])
    })
    const read = new Set()
    root.walkDecls((decl) => {
      for (const [, name] of decl.value.matchAll(TW_VAR)) read.add(name)
    })
    root.walkAtRules('property', (rule) => {
      const name = rule.params.trim()
      if (name.startsWith('--tw-') && !read.has(name)) rule.remove()
    })
    root.walkDecls(/^--tw-/, (decl) => {
      if (!read.has(decl.prop)) decl.remove()
    })
    root.walkRules((rule) => {
      const later = new Set()
      for (const node of [...rule.nodes].reverse()) {
        if (node.type !== 'decl') continue
        const key = `${node.prop}:${node.value}${node.important ? '!' : ''}`
        if (later.has(key)) node.remove()
        else later.add(key)
      }
      // A rule left with nothing in it (a utility that only set an unread variable).
      if (rule.nodes.length === 0) rule.remove()
    })
  },
})
dropUnusedTwProperties.postcss = true

export default dropUnusedTwProperties

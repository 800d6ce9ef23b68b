import type { HTMLAttributes } from 'react'

export type IconProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'>

/**
 * Lucide's drawings as CSS masks. Each `lucide--*` class below picks its drawing from one sprite
 * of the drawings this file and the pseudo-element icons name (components/ui/icons.css and
 * public/icons/sprite-<hash>.svg, written from @iconify-json/lucide by `npm run icons:sprite`);
 * `.icon` paints it in the text colour, 24 px unless a size-* utility says otherwise.
 *
 * An inline <svg> put its drawing in the markup and again in React's payload on every use (a
 * home page's 28 icons were 14 KB of its HTML), its elements added to what React hydrates, and a
 * client component that drew one shipped the drawing in its JavaScript. A span with two classes
 * costs none of that; the drawings are in the stylesheet once, cached across pages.
 *
 * Decorative unless given an accessible name, then an image with that name. A decorative icon is
 * an empty span without a role: assistive technology has nothing to read in it, so it carries no
 * aria-hidden (42 bytes an icon, HTML and payload, 26 icons on the home page).
 */
function LucideIcon({ drawing, className, ...props }: IconProps & { drawing: string }) {
  const isNamed = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined
  // Only the attribute that applies: a prop set to undefined is still written into the payload.
  const semantics = isNamed ? { role: 'img' } : {}
  return <span {...semantics} className={className ? `icon ${drawing} ${className}` : `icon ${drawing}`} {...props} />
}

// The drawing names are Lucide's current ones (BarChart3 is chart-column, Loader2 loader-circle):
// the icon set keeps the old names for the old drawings. One function declaration each, so a
// client component that imports one icon ships only that one.
export function AlertTriangle(props: IconProps) {
  return <LucideIcon drawing="lucide--triangle-alert" {...props} />
}
export function ArrowLeft(props: IconProps) {
  return <LucideIcon drawing="lucide--arrow-left" {...props} />
}
export function ArrowRight(props: IconProps) {
  return <LucideIcon drawing="lucide--arrow-right" {...props} />
}
export function BarChart3(props: IconProps) {
  return <LucideIcon drawing="lucide--chart-column" {...props} />
}
export function Bookmark(props: IconProps) {
  return <LucideIcon drawing="lucide--bookmark" {...props} />
}
export function BookmarkCheck(props: IconProps) {
  return <LucideIcon drawing="lucide--bookmark-check" {...props} />
}
export function Briefcase(props: IconProps) {
  return <LucideIcon drawing="lucide--briefcase" {...props} />
}
export function Calendar(props: IconProps) {
  return <LucideIcon drawing="lucide--calendar" {...props} />
}
export function Camera(props: IconProps) {
  return <LucideIcon drawing="lucide--camera" {...props} />
}
export function Check(props: IconProps) {
  return <LucideIcon drawing="lucide--check" {...props} />
}
export function CheckCircle2(props: IconProps) {
  return <LucideIcon drawing="lucide--circle-check" {...props} />
}
export function ChevronDown(props: IconProps) {
  return <LucideIcon drawing="lucide--chevron-down" {...props} />
}
export function CircleCheck(props: IconProps) {
  return <LucideIcon drawing="lucide--circle-check" {...props} />
}
export function Clapperboard(props: IconProps) {
  return <LucideIcon drawing="lucide--clapperboard" {...props} />
}
export function Clock(props: IconProps) {
  return <LucideIcon drawing="lucide--clock" {...props} />
}
export function Compass(props: IconProps) {
  return <LucideIcon drawing="lucide--compass" {...props} />
}
export function ExternalLink(props: IconProps) {
  return <LucideIcon drawing="lucide--external-link" {...props} />
}
export function Eye(props: IconProps) {
  return <LucideIcon drawing="lucide--eye" {...props} />
}
export function Folder(props: IconProps) {
  return <LucideIcon drawing="lucide--folder" {...props} />
}
export function Gauge(props: IconProps) {
  return <LucideIcon drawing="lucide--gauge" {...props} />
}
export function Globe(props: IconProps) {
  return <LucideIcon drawing="lucide--globe" {...props} />
}
export function Layers(props: IconProps) {
  return <LucideIcon drawing="lucide--layers" {...props} />
}
export function LayoutGrid(props: IconProps) {
  return <LucideIcon drawing="lucide--layout-grid" {...props} />
}
export function LineChart(props: IconProps) {
  return <LucideIcon drawing="lucide--chart-line" {...props} />
}
export function Link2(props: IconProps) {
  return <LucideIcon drawing="lucide--link-2" {...props} />
}
export function List(props: IconProps) {
  return <LucideIcon drawing="lucide--list" {...props} />
}
export function Loader2(props: IconProps) {
  return <LucideIcon drawing="lucide--loader-circle" {...props} />
}
export function Mail(props: IconProps) {
  return <LucideIcon drawing="lucide--mail" {...props} />
}
export function MapPin(props: IconProps) {
  return <LucideIcon drawing="lucide--map-pin" {...props} />
}
export function Megaphone(props: IconProps) {
  return <LucideIcon drawing="lucide--megaphone" {...props} />
}
export function Menu(props: IconProps) {
  return <LucideIcon drawing="lucide--menu" {...props} />
}
export function MessageCircle(props: IconProps) {
  return <LucideIcon drawing="lucide--message-circle" {...props} />
}
export function Moon(props: IconProps) {
  return <LucideIcon drawing="lucide--moon" {...props} />
}
export function Palette(props: IconProps) {
  return <LucideIcon drawing="lucide--palette" {...props} />
}
export function PenTool(props: IconProps) {
  return <LucideIcon drawing="lucide--pen-tool" {...props} />
}
export function Phone(props: IconProps) {
  return <LucideIcon drawing="lucide--phone" {...props} />
}
export function Quote(props: IconProps) {
  return <LucideIcon drawing="lucide--quote" {...props} />
}
export function Rocket(props: IconProps) {
  return <LucideIcon drawing="lucide--rocket" {...props} />
}
export function RotateCw(props: IconProps) {
  return <LucideIcon drawing="lucide--rotate-cw" {...props} />
}
export function Search(props: IconProps) {
  return <LucideIcon drawing="lucide--search" {...props} />
}
export function Send(props: IconProps) {
  return <LucideIcon drawing="lucide--send" {...props} />
}
export function Share2(props: IconProps) {
  return <LucideIcon drawing="lucide--share-2" {...props} />
}
export function ShieldCheck(props: IconProps) {
  return <LucideIcon drawing="lucide--shield-check" {...props} />
}
export function ShoppingCart(props: IconProps) {
  return <LucideIcon drawing="lucide--shopping-cart" {...props} />
}
export function Smartphone(props: IconProps) {
  return <LucideIcon drawing="lucide--smartphone" {...props} />
}
export function Sparkles(props: IconProps) {
  return <LucideIcon drawing="lucide--sparkles" {...props} />
}
export function Sun(props: IconProps) {
  return <LucideIcon drawing="lucide--sun" {...props} />
}
export function Target(props: IconProps) {
  return <LucideIcon drawing="lucide--target" {...props} />
}
export function TrendingUp(props: IconProps) {
  return <LucideIcon drawing="lucide--trending-up" {...props} />
}
export function Users(props: IconProps) {
  return <LucideIcon drawing="lucide--users" {...props} />
}
export function Wrench(props: IconProps) {
  return <LucideIcon drawing="lucide--wrench" {...props} />
}
export function X(props: IconProps) {
  return <LucideIcon drawing="lucide--x" {...props} />
}
export function Zap(props: IconProps) {
  return <LucideIcon drawing="lucide--zap" {...props} />
}

import { createElement, type SVGProps } from 'react'
import {
  AlertTriangle as AlertTriangleNode,
  ArrowLeft as ArrowLeftNode,
  ArrowRight as ArrowRightNode,
  BarChart3 as BarChart3Node,
  Bookmark as BookmarkNode,
  BookmarkCheck as BookmarkCheckNode,
  Briefcase as BriefcaseNode,
  Calendar as CalendarNode,
  Camera as CameraNode,
  Check as CheckNode,
  ChevronDown as ChevronDownNode,
  CircleCheck as CircleCheckNode,
  Clapperboard as ClapperboardNode,
  Clock as ClockNode,
  Compass as CompassNode,
  ExternalLink as ExternalLinkNode,
  Eye as EyeNode,
  Folder as FolderNode,
  Gauge as GaugeNode,
  Globe as GlobeNode,
  Layers as LayersNode,
  LayoutGrid as LayoutGridNode,
  LineChart as LineChartNode,
  Link2 as Link2Node,
  List as ListNode,
  Loader2 as Loader2Node,
  Mail as MailNode,
  MapPin as MapPinNode,
  Megaphone as MegaphoneNode,
  Menu as MenuNode,
  MessageCircle as MessageCircleNode,
  Moon as MoonNode,
  Palette as PaletteNode,
  PenTool as PenToolNode,
  Phone as PhoneNode,
  Quote as QuoteNode,
  Rocket as RocketNode,
  RotateCw as RotateCwNode,
  Search as SearchNode,
  Send as SendNode,
  Share2 as Share2Node,
  ShieldCheck as ShieldCheckNode,
  ShoppingCart as ShoppingCartNode,
  Smartphone as SmartphoneNode,
  Sparkles as SparklesNode,
  Sun as SunNode,
  Target as TargetNode,
  TrendingUp as TrendingUpNode,
  Users as UsersNode,
  Wrench as WrenchNode,
  X as XNode,
  Zap as ZapNode,
  type IconNode,
} from 'lucide'

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>

/**
 * Lucide's drawings as plain server-rendered SVG. `lucide-react` marks its Icon component
 * 'use client', so each of the dozens of icons on a page was a client component: its drawing
 * went into the page's payload as props and React hydrated every one. These are ordinary
 * elements: no client code, nothing to hydrate beyond the markup. Decorative unless given an
 * accessible name. Each icon is its own function declaration, so a client component that
 * imports one icon ships only that icon's drawing.
 */
function LucideSvg({ node, className, ...props }: IconProps & { node: IconNode }) {
  const isNamed = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined
  // Lucide's presentation attributes (stroke, fill, line caps, 24 px box) are the `.icon` rule in
  // globals.css: written on each of the dozens of icons a page draws, they cost it about 10 KB
  // of markup and as much again in its payload.
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden={isNamed ? undefined : true}
      className={className ? `icon ${className}` : 'icon'}
      {...props}
    >
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  )
}

export function AlertTriangle(props: IconProps) {
  return <LucideSvg node={AlertTriangleNode} {...props} />
}
export function ArrowLeft(props: IconProps) {
  return <LucideSvg node={ArrowLeftNode} {...props} />
}
export function ArrowRight(props: IconProps) {
  return <LucideSvg node={ArrowRightNode} {...props} />
}
export function BarChart3(props: IconProps) {
  return <LucideSvg node={BarChart3Node} {...props} />
}
export function Bookmark(props: IconProps) {
  return <LucideSvg node={BookmarkNode} {...props} />
}
export function BookmarkCheck(props: IconProps) {
  return <LucideSvg node={BookmarkCheckNode} {...props} />
}
export function Briefcase(props: IconProps) {
  return <LucideSvg node={BriefcaseNode} {...props} />
}
export function Calendar(props: IconProps) {
  return <LucideSvg node={CalendarNode} {...props} />
}
export function Camera(props: IconProps) {
  return <LucideSvg node={CameraNode} {...props} />
}
export function Check(props: IconProps) {
  return <LucideSvg node={CheckNode} {...props} />
}
export function CheckCircle2(props: IconProps) {
  return <LucideSvg node={CircleCheckNode} {...props} />
}
export function ChevronDown(props: IconProps) {
  return <LucideSvg node={ChevronDownNode} {...props} />
}
export function CircleCheck(props: IconProps) {
  return <LucideSvg node={CircleCheckNode} {...props} />
}
export function Clapperboard(props: IconProps) {
  return <LucideSvg node={ClapperboardNode} {...props} />
}
export function Clock(props: IconProps) {
  return <LucideSvg node={ClockNode} {...props} />
}
export function Compass(props: IconProps) {
  return <LucideSvg node={CompassNode} {...props} />
}
export function ExternalLink(props: IconProps) {
  return <LucideSvg node={ExternalLinkNode} {...props} />
}
export function Eye(props: IconProps) {
  return <LucideSvg node={EyeNode} {...props} />
}
export function Folder(props: IconProps) {
  return <LucideSvg node={FolderNode} {...props} />
}
export function Gauge(props: IconProps) {
  return <LucideSvg node={GaugeNode} {...props} />
}
export function Globe(props: IconProps) {
  return <LucideSvg node={GlobeNode} {...props} />
}
export function Layers(props: IconProps) {
  return <LucideSvg node={LayersNode} {...props} />
}
export function LayoutGrid(props: IconProps) {
  return <LucideSvg node={LayoutGridNode} {...props} />
}
export function LineChart(props: IconProps) {
  return <LucideSvg node={LineChartNode} {...props} />
}
export function Link2(props: IconProps) {
  return <LucideSvg node={Link2Node} {...props} />
}
export function List(props: IconProps) {
  return <LucideSvg node={ListNode} {...props} />
}
export function Loader2(props: IconProps) {
  return <LucideSvg node={Loader2Node} {...props} />
}
export function Mail(props: IconProps) {
  return <LucideSvg node={MailNode} {...props} />
}
export function MapPin(props: IconProps) {
  return <LucideSvg node={MapPinNode} {...props} />
}
export function Megaphone(props: IconProps) {
  return <LucideSvg node={MegaphoneNode} {...props} />
}
export function Menu(props: IconProps) {
  return <LucideSvg node={MenuNode} {...props} />
}
export function MessageCircle(props: IconProps) {
  return <LucideSvg node={MessageCircleNode} {...props} />
}
export function Moon(props: IconProps) {
  return <LucideSvg node={MoonNode} {...props} />
}
export function Palette(props: IconProps) {
  return <LucideSvg node={PaletteNode} {...props} />
}
export function PenTool(props: IconProps) {
  return <LucideSvg node={PenToolNode} {...props} />
}
export function Phone(props: IconProps) {
  return <LucideSvg node={PhoneNode} {...props} />
}
export function Quote(props: IconProps) {
  return <LucideSvg node={QuoteNode} {...props} />
}
export function Rocket(props: IconProps) {
  return <LucideSvg node={RocketNode} {...props} />
}
export function RotateCw(props: IconProps) {
  return <LucideSvg node={RotateCwNode} {...props} />
}
export function Search(props: IconProps) {
  return <LucideSvg node={SearchNode} {...props} />
}
export function Send(props: IconProps) {
  return <LucideSvg node={SendNode} {...props} />
}
export function Share2(props: IconProps) {
  return <LucideSvg node={Share2Node} {...props} />
}
export function ShieldCheck(props: IconProps) {
  return <LucideSvg node={ShieldCheckNode} {...props} />
}
export function ShoppingCart(props: IconProps) {
  return <LucideSvg node={ShoppingCartNode} {...props} />
}
export function Smartphone(props: IconProps) {
  return <LucideSvg node={SmartphoneNode} {...props} />
}
export function Sparkles(props: IconProps) {
  return <LucideSvg node={SparklesNode} {...props} />
}
export function Sun(props: IconProps) {
  return <LucideSvg node={SunNode} {...props} />
}
export function Target(props: IconProps) {
  return <LucideSvg node={TargetNode} {...props} />
}
export function TrendingUp(props: IconProps) {
  return <LucideSvg node={TrendingUpNode} {...props} />
}
export function Users(props: IconProps) {
  return <LucideSvg node={UsersNode} {...props} />
}
export function Wrench(props: IconProps) {
  return <LucideSvg node={WrenchNode} {...props} />
}
export function X(props: IconProps) {
  return <LucideSvg node={XNode} {...props} />
}
export function Zap(props: IconProps) {
  return <LucideSvg node={ZapNode} {...props} />
}

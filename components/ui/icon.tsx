import {
  BarChart3,
  Briefcase,
  Camera,
  Check,
  Clapperboard,
  Gauge,
  Globe,
  Layers,
  LineChart,
  Megaphone,
  MessageCircle,
  Palette,
  PenTool,
  Rocket,
  Search,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Target,
  TrendingUp,
  Users,
  Wrench,
  Zap,
  type IconProps,
} from './icons'
import { cn } from '@/lib/utils'

const ICONS = {
  analytics: BarChart3,
  briefcase: Briefcase,
  camera: Camera,
  check: Check,
  video: Clapperboard,
  gauge: Gauge,
  globe: Globe,
  layers: Layers,
  chart: LineChart,
  megaphone: Megaphone,
  message: MessageCircle,
  palette: Palette,
  pen: PenTool,
  rocket: Rocket,
  search: Search,
  shield: ShieldCheck,
  cart: ShoppingCart,
  phone: Smartphone,
  sparkles: Sparkles,
  target: Target,
  trend: TrendingUp,
  users: Users,
  wrench: Wrench,
  zap: Zap,
} satisfies Record<string, (props: IconProps) => React.JSX.Element>

/** Names content modules may use for an icon; the copy stays data, the drawing stays here. */
export type IconName = keyof typeof ICONS

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = ICONS[name]
  return <Component aria-hidden="true" className={cn('size-6', className)} />
}

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
import type { IconName } from '@/lib/icon-names'

export type { IconName }

/** One drawing per name that content may use (lib/icon-names.ts). */
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
} satisfies Record<IconName, (props: IconProps) => React.JSX.Element>

/**
 * A named icon, decorative: the text beside it says what it stands for. 24 px, `.icon`'s own size,
 * unless a class says otherwise.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = ICONS[name]
  return <Component className={className} />
}

import type { ShareCard } from '@/lib/seo/share-card'

/**
 * The share card as Satori draws it (next/og): inline styles and flexbox only, no Tailwind.
 * Colours are the dark theme's, so the card reads the same in every feed.
 */
const COLORS = {
  background: '#0a0f1c',
  foreground: '#f1f4f9',
  muted: '#a7b0c2',
  primary: '#a5b4fc',
  brand: '#3730a3',
}

export function ShareCardImage({ card }: { card: ShareCard }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 80px',
        fontFamily: 'Geist',
        color: COLORS.foreground,
        backgroundColor: COLORS.background,
        backgroundImage: `radial-gradient(circle at 100% 0%, ${COLORS.brand} 0%, rgba(55, 48, 163, 0) 55%)`,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <svg width="56" height="56" viewBox="0 0 32 32">
            <rect width="32" height="32" rx="9" fill={COLORS.brand} />
            <circle cx="16" cy="16" r="8" fill="none" stroke="#ffffff" strokeWidth="2.5" />
            <path d="M16 5v22" stroke="#ffffff" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <span style={{ fontSize: 34, fontWeight: 600 }}>{card.siteName}</span>
        </div>
        <span
          style={{
            fontSize: 24,
            fontWeight: 600,
            padding: '8px 20px',
            borderRadius: 999,
            border: `2px solid ${COLORS.primary}`,
            color: COLORS.primary,
          }}
        >
          {card.lang.toUpperCase()}
        </span>
      </div>

      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <span style={{ fontSize: 30, fontWeight: 600, color: COLORS.primary }}>{card.kicker}</span>
        <span style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.08, letterSpacing: -1.5 }}>{card.title}</span>
        <span style={{ fontSize: 28, lineHeight: 1.4, color: COLORS.muted, lineClamp: 2 }}>{card.description}</span>
      </div>
    </div>
  )
}

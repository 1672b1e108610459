/** The shell's few icons: inline SVG, decorative (the buttons carry the names). */
const common = {
  viewBox: '0 0 24 24',
  width: 20,
  height: 20,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const

export const MenuIcon = () => (
  <svg {...common}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
)

export const ChevronIcon = () => (
  <svg {...common} className="chevron" width={16} height={16}>
    <path d="M6 9l6 6 6-6" />
  </svg>
)

export const LogoIcon = () => (
  <svg {...common} width={28} height={28} className="logo">
    <rect x="2.5" y="2.5" width="19" height="19" rx="5" fill="currentColor" stroke="none" />
    <path d="M8 12.5l3 3 5-6.5" stroke="var(--accent-text)" strokeWidth={2.4} />
  </svg>
)

/** The Rumah Loka logo: a house mark and the wordmark, as inline SVG (no image request). */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 168 36" className={className} role="img" aria-label="Rumah Loka">
      <path d="M4 17 18 5l14 12v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" fill="#2f5439" />
      <path d="M13 33V22h10v11" fill="#e8b04b" />
      <circle cx="18" cy="14" r="2.6" fill="#e8b04b" />
      <text
        x="40"
        y="25"
        fontFamily="var(--font-brand), ui-sans-serif, system-ui, sans-serif"
        fontSize="19"
        fontWeight="800"
        fill="#1f2421"
        letterSpacing="-0.3"
      >
        Rumah<tspan fill="#2f5439"> Loka</tspan>
      </text>
    </svg>
  )
}

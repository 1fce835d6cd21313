/** Small line icons of the workbench chrome (inline SVG, no icon font, nothing fetched). */
const common = { width: 14, height: 14, viewBox: '0 0 16 16', fill: 'none', stroke: 'currentColor', strokeWidth: 1.4, 'aria-hidden': true } as const;

/** Maximise: a square. */
export function MaximizeIcon() {
  return (
    <svg {...common}>
      <rect x="3" y="3" width="10" height="10" rx="1" />
    </svg>
  );
}

/** Restore: two overlapping squares. */
export function RestoreIcon() {
  return (
    <svg {...common}>
      <rect x="3" y="5.5" width="7.5" height="7.5" rx="1" />
      <path d="M5.5 5.5V3h7.5v7.5h-2.5" />
    </svg>
  );
}

/** Float: a window lifted off its frame. */
export function FloatIcon() {
  return (
    <svg {...common}>
      <rect x="2.5" y="2.5" width="11" height="11" rx="1" />
      <rect x="6" y="6" width="7.5" height="7.5" rx="1" fill="currentColor" fillOpacity="0.25" />
    </svg>
  );
}

/** Dock: an arrow into a frame. */
export function DockIcon() {
  return (
    <svg {...common}>
      <rect x="2.5" y="2.5" width="11" height="11" rx="1" />
      <path d="M6 6l4 4M10 6.5V10H6.5" />
    </svg>
  );
}

/** Language: a globe. */
export function GlobeIcon() {
  return (
    <svg {...common}>
      <circle cx="8" cy="8" r="5.5" />
      <path d="M2.5 8h11M8 2.5c1.8 1.6 2.6 3.4 2.6 5.5S9.8 11.9 8 13.5M8 2.5C6.2 4.1 5.4 5.9 5.4 8s.8 3.9 2.6 5.5" />
    </svg>
  );
}

/** The product mark. */
export function BrandIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M8 1l6 3.5v7L8 15l-6-3.5v-7z" fill="#3574f0" />
      <path d="M8 1l6 3.5L8 8 2 4.5z" fill="#6ea1ff" />
    </svg>
  );
}

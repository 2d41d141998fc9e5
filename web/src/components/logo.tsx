/** Logo draws the TeachBay mark: a sun over the waves of the bay. It is decorative. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b5563" />
      <circle cx="32" cy="30" r="11" fill="#e07a5f" />
      <path d="M8 40c6-4 10-4 16 0s10 4 16 0 10-4 16 0v16H8z" fill="#0b5563" />
      <path
        d="M8 40c6-4 10-4 16 0s10 4 16 0 10-4 16 0M8 50c6-4 10-4 16 0s10 4 16 0 10-4 16 0"
        fill="none"
        stroke="#f6d6b8"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}

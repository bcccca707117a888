/** The portal's mark: a swept wing over a gear tooth, in the primary colour. */
export default function Logo() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#1677ff" />
      <path d="M6 19.5 26 9l-6.5 13-3.2-4.3L6 19.5Z" fill="#fff" />
      <path d="m16.3 17.7 3.2 4.3-1.3 3.5-2.4-5.3.5-2.5Z" fill="#bcd8ff" />
    </svg>
  );
}

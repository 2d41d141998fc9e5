import '@/styles/global.css';

// A public page arrives pre-rendered and paints with its styles alone. The app's code
// (src/boot.tsx) is fetched once that page is on screen whole: after its load event (its images
// too) and the frame painted after it, so that until then the network carries only what the
// visitor sees first. A page that arrives empty (an account's) loads nothing to wait for.
window.addEventListener('load', () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => void import('./boot')))));

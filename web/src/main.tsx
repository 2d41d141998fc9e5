import '@/styles/global.css';

// A public page arrives pre-rendered and paints with its styles alone: the app's code (src/boot.tsx)
// is fetched after that first paint, so the paint waits for no script.
requestAnimationFrame(() => setTimeout(() => void import('./boot')));

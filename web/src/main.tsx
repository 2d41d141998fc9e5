import '@/styles/global.css';

// A public page arrives pre-rendered and paints with its styles alone. The app's code
// (src/boot.tsx) is fetched once that page is on screen whole: after its load event (its images
// too) and the frame painted after it, so that until then the network carries only what the
// visitor sees first. A page that arrives empty (an account's) loads nothing to wait for.
// Starting the code is the longest work of a page's start: React DOM starts in a task of its own,
// then the app in the next, so that neither holds the page for long (Total Blocking Time).
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
window.addEventListener('load', () =>
  requestAnimationFrame(() =>
    requestAnimationFrame(async () => {
      await nextTask();
      await import('react-dom/client');
      await nextTask();
      await import('./boot');
    }),
  ),
);

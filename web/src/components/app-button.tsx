import type { ComponentProps } from 'react';
import { useHydrated } from '@/lib/browser';

/**
 * AppButton is a button that needs the app: disabled in the pre-rendered page and while it
 * hydrates, so a click that comes too early (or without JavaScript) cannot send a form natively,
 * its fields in the address. Once the app runs, the button alone renders again, not its form.
 */
export function AppButton({ disabled, ...button }: ComponentProps<'button'>) {
  const hydrated = useHydrated();
  return <button {...button} disabled={disabled || !hydrated} />;
}

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '@/test/render-component';
import { LinkCard, Monogram } from './link-card';

describe('LinkCard', () => {
  it('names its link after the card and opens the site in a new tab', async () => {
    renderComponent(
      <LinkCard title="Khan Academy" href="https://www.khanacademy.org" linkLabel="Visit Site" notice="Free">
        <p>Lessons and practice.</p>
      </LinkCard>,
    );
    const link = await screen.findByRole('link', { name: /Visit Site: Khan Academy/ });
    expect(link).toHaveAttribute('href', 'https://www.khanacademy.org');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('heading', { level: 3, name: 'Khan Academy' })).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
  });
});

describe('Monogram', () => {
  it('shows up to two initials, ignoring words in brackets', async () => {
    renderComponent(<Monogram name="Share My Lesson (AFT)" />);
    expect(await screen.findByText('SM')).toBeInTheDocument();
  });

  it('skips small words', async () => {
    renderComponent(<Monogram name="Bank of America" />);
    expect(await screen.findByText('BA')).toBeInTheDocument();
  });
});

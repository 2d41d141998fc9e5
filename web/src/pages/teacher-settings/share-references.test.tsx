import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsentsForm } from '@/features/account/components/consents-form';
import { ShareReferencesSection } from '@/features/references/components/share-references-form';
import { fakeReferencesApi } from '@/features/references/test/fake-references-api';
import { initI18n } from '@/lib/i18n';
import { signOut } from '@/test/api/requests';
import { renderComponent } from '@/test/render-component';

afterEach(async () => {
  signOut();
  await initI18n('en');
});

const LOAD = { timeout: 10_000 };

describe('reference sharing in the settings', { timeout: 30_000 }, () => {
  it('is on unless turned off, explained, and saved without touching the consents, nor they it', async () => {
    const api = fakeReferencesApi();
    const { user } = renderComponent(
      <>
        <ConsentsForm />
        <ShareReferencesSection />
      </>,
    );
    const share = await screen.findByRole('checkbox', { name: 'Let the schools I apply to read my references' }, LOAD);
    expect(share).toBeChecked();
    expect(share).toHaveAccessibleDescription(expect.stringContaining('Turn it off and no school reads them, even for applications already sent'));
    expect(screen.getByRole('region', { name: 'References' })).toHaveAttribute('id', 'settings-references');

    await user.click(share);
    await user.click(screen.getByRole('button', { name: 'Save reference sharing' }));
    expect(await screen.findByText('Your choice is saved.')).toHaveAttribute('role', 'status');
    expect(api.bodies('PUT', '/me/settings')).toEqual([
      { consentContact: true, jobRecommendations: false, newsletter: false, shareReferences: false },
    ]);

    // Saving the consents afterwards sends the sharing back as it now is.
    await user.click(screen.getByRole('checkbox', { name: 'TeachBay may send me its newsletter.' }));
    await user.click(screen.getByRole('button', { name: 'Save consents' }));
    expect(await screen.findByText('Your consents are saved.')).toBeInTheDocument();
    expect(api.bodies('PUT', '/me/settings').at(-1)).toEqual({ consentContact: true, jobRecommendations: false, newsletter: true, shareReferences: false });
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    fakeReferencesApi([], { shareReferences: false });
    renderComponent(<ShareReferencesSection />);
    const share = await screen.findByRole('checkbox', { name: 'Permitir que las escuelas a las que me postulo lean mis referencias' }, LOAD);
    expect(share).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Guardar preferencia de referencias' })).toBeInTheDocument();
  });
});

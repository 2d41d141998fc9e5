import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import type { PacketReference } from '@/lib/api-types';
import { fakeSchoolApi, packet, signOut } from './test/fake-school-api';

afterEach(async () => {
  signOut();
  await initI18n('en');
});

const LOAD = { timeout: 10_000 };

/** ROSA is a recent reference from Ana's principal, with no concern. */
const ROSA: PacketReference = {
  name: 'Rosa Díaz', relationship: 'principal', organization: 'Lincoln Elementary School', refereePosition: 'Principal',
  receivedAt: '2027-03-02T15:00:00Z',
  ratings: { instruction: 5, classroomManagement: 4, studentRelationships: 5, collaboration: null, professionalism: 3 },
  wouldRehire: 'yes', safeguardingConcern: false, safeguardingDetails: '', comments: 'Calm and well prepared.', older: false,
};

/** LUIS is an old reference from a colleague, with a safeguarding concern. */
const LUIS: PacketReference = {
  name: 'Luis Gómez', relationship: 'colleague', organization: 'Tampa Bay Tech', refereePosition: 'Science teacher',
  receivedAt: '2024-09-01T12:00:00Z',
  ratings: { instruction: 3, classroomManagement: 2, studentRelationships: 2, collaboration: 3, professionalism: 2 },
  wouldRehire: 'no', safeguardingConcern: true, safeguardingDetails: 'Left students unsupervised on a field trip in 2024.', comments: '', older: true,
};

/** openPacket opens Ana's application with `references` in its packet. */
async function openPacket(references: PacketReference[]) {
  const api = fakeSchoolApi();
  api.state.packet = packet({ references });
  renderApp('/school/applications/a-1');
  await screen.findByRole('heading', { level: 1, name: 'Ana Cruz' }, LOAD);
}

describe('the references in the packet', { timeout: 30_000 }, () => {
  it('shows each reference in full, the ratings in words beside a bar, and marks an old one', async () => {
    await openPacket([ROSA, LUIS]);
    const section = screen.getByRole('region', { name: 'References' });
    const [rosa, luis] = within(section).getAllByRole('article');
    expect(within(rosa).getByRole('heading', { level: 3, name: 'Rosa Díaz' })).toBeInTheDocument();
    expect(within(rosa).getByText('Principal · Principal at Lincoln Elementary School')).toBeInTheDocument();
    expect(within(rosa).getByText('Received Mar 2, 2027')).toBeInTheDocument();
    expect(within(rosa).queryByText('Older than two years')).not.toBeInTheDocument();
    const ratings = within(rosa).getByRole('list', { name: 'Ratings' });
    expect(within(ratings).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Instruction5 of 5', 'Classroom management4 of 5', 'Relationships with students5 of 5', 'Collaboration with colleaguesCould not observe', 'Professionalism3 of 5',
    ]);
    // The bars only repeat the words, for the eye.
    const bar = within(ratings).getAllByRole('listitem')[1].querySelector('[aria-hidden="true"] > span') as HTMLElement;
    expect(bar.style.width).toBe('80%');
    expect(within(rosa).getByText('Would hire again').nextElementSibling).toHaveTextContent('Yes');
    expect(within(rosa).getByText('Calm and well prepared.')).toBeInTheDocument();
    expect(within(rosa).queryByText('Safeguarding concern')).not.toBeInTheDocument();

    expect(within(luis).getByText('Older than two years')).toBeInTheDocument();
    expect(within(luis).getByText('No comments.')).toBeInTheDocument();
    expect(within(luis).getByText('Safeguarding concern').nextElementSibling).toHaveTextContent('Left students unsupervised on a field trip in 2024.');
  });

  it('flags a safeguarding concern at the top of the packet, with its details', async () => {
    await openPacket([ROSA, LUIS]);
    const flag = screen.getByRole('region', { name: 'A referee reported a safeguarding concern' });
    // Before the application itself, and without an alert read out over the page.
    expect(flag.compareDocumentPosition(screen.getByRole('region', { name: 'Application' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(flag).not.toHaveAttribute('role', 'alert');
    expect(within(flag).getByText('Luis Gómez, Science teacher, knows of a reason why this teacher should not work with children:')).toBeInTheDocument();
    expect(within(flag).getByText('Left students unsupervised on a field trip in 2024.')).toBeInTheDocument();
    expect(within(flag).getByRole('link', { name: 'Read the reference' })).toHaveAttribute('href', '#packet-references');
  });

  it('flags nothing without a concern, and says when no reference has come', async () => {
    await openPacket([]);
    expect(screen.queryByRole('region', { name: /safeguarding concern/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'References' })).getByText('No reference has been received for this teacher yet.')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    await openPacket([LUIS]);
    const section = screen.getByRole('region', { name: 'Referencias' });
    expect(within(section).getByText('Tiene más de dos años')).toBeInTheDocument();
    expect(within(section).getAllByText('2 de 5')).toHaveLength(3);
    expect(within(section).getByText('Recibida el 1 sept 2024')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Una referencia señaló una preocupación sobre la protección de menores' })).toBeInTheDocument();
  });
});

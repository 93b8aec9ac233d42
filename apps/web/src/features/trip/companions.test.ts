import type { TripMember } from '@wayfarer/core';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { showLanguage } from '@/i18n/language';
import { ptBR } from '@/i18n/pt-BR';
import { ApiRequestError } from '@/lib/api-client';
import { invitationProblem, isMe, memberPhotoSrc, orderMembers, roleGuide } from './companions';

const member = (name: string, role: TripMember['role'], email = `${name.toLowerCase()}@example.com`) => ({
  userId: '5b1f3c2e-8d4a-4f6b-9e7c-1a2b3c4d5e6f',
  name,
  email,
  photo: 'default.jpeg',
  role,
});

describe('the roles in plain words', () => {
  it('lists what each role may do from core’s roles table, owner first', () => {
    const [owner, editor, viewer] = roleGuide();
    expect(owner).toMatchObject({ role: 'owner', name: 'Owner' });
    expect(owner!.abilities).toContain(
      'Invite companions, change their roles, remove them and hand the trip over',
    );
    expect(owner!.abilities).toContain('Delete the trip');
    expect(owner!.abilities).not.toContain('Leave the trip');

    expect(editor).toMatchObject({ role: 'editor', name: 'Editor' });
    expect(editor!.abilities).toEqual([
      'See the to-do board, the trip’s goals and costs, and who takes part',
      'Add, change, move and delete lists, tasks, comments and attachments, and the trip’s goals and costs',
      'Change where the trip goes and when',
      'Leave the trip',
    ]);

    expect(viewer).toMatchObject({ role: 'viewer', name: 'Viewer' });
    expect(viewer!.abilities).toEqual([
      'See the to-do board, the trip’s goals and costs, and who takes part',
      'Leave the trip',
    ]);
  });
});

describe('the members list', () => {
  it('shows the owner first, then editors and viewers, each by name', () => {
    const ordered = orderMembers([
      member('Zoe', 'viewer'),
      member('Bruno', 'editor'),
      member('Ana', 'owner'),
      member('Carla', 'viewer'),
      member('Abel', 'editor'),
    ]);
    expect(ordered.map(({ name }) => name)).toEqual(['Ana', 'Abel', 'Bruno', 'Carla', 'Zoe']);
  });

  it('knows the signed-in user by their e-mail, whatever its case', () => {
    expect(isMe(member('Ana', 'owner', 'Ana@Example.com'), 'ana@example.com')).toBe(true);
    expect(isMe(member('Ana', 'owner'), 'bruno@example.com')).toBe(false);
    expect(isMe(member('Ana', 'owner'), undefined)).toBe(false);
  });

  it('draws the default photo as initials', () => {
    expect(memberPhotoSrc('default.jpeg')).toBeNull();
    expect(memberPhotoSrc('')).toBeNull();
    expect(memberPhotoSrc('0123456789abcdef0123456789abcdef.png')).toMatch(
      /0123456789abcdef0123456789abcdef\.png$/,
    );
  });
});

describe('an invitation that cannot be shown or accepted', () => {
  it('says why it no longer works, in the server’s words', () => {
    const used = invitationProblem(new ApiRequestError(410, 'invitation_used', 'Used already.'), 'x');
    expect(used).toEqual({
      kind: 'gone',
      message: { type: 'attention', title: 'This invitation was already used.', text: 'Used already.' },
    });
    expect(invitationProblem(new ApiRequestError(410, 'invitation_revoked', 'r'), 'x')).toMatchObject({
      message: { title: 'This invitation was withdrawn.' },
    });
    expect(invitationProblem(new ApiRequestError(410, 'invitation_expired', 'e'), 'x')).toMatchObject({
      message: { title: 'This invitation has expired.' },
    });
  });

  it('tells an unknown link, another account and a failure apart', () => {
    expect(invitationProblem(new ApiRequestError(404, 'not_found', 'n'), 'x').kind).toBe('not_found');
    expect(invitationProblem(new ApiRequestError(403, 'wrong_account', 'w'), 'x').kind).toBe('wrong_account');
    expect(invitationProblem(new ApiRequestError(0, 'network_error', 'n'), 'Not accepted')).toMatchObject({
      kind: 'failed',
      message: { type: 'server_error', title: 'Not accepted' },
    });
    expect(invitationProblem(new ApiRequestError(500, 'internal', 'boom'), 'Not accepted')).toMatchObject({
      kind: 'failed',
      message: { type: 'server_error' },
    });
    expect(invitationProblem(new TypeError('x'), 'Not accepted').kind).toBe('failed');
  });
});

describe('the roles and invitations in Portuguese', () => {
  afterEach(() => showLanguage('en', en));

  it('names the roles and what they may do in the language the app is drawn in', () => {
    showLanguage('pt-BR', ptBR);
    const [owner, editor, viewer] = roleGuide();
    expect([owner?.name, editor?.name, viewer?.name]).toEqual(['Dono', 'Editor', 'Leitor']);
    expect(viewer!.abilities).toEqual([
      'Ver a lista de tarefas, as metas e os custos da viagem e quem participa',
      'Sair da viagem',
    ]);
  });

  it('titles an invitation that no longer works in Portuguese, with the server’s own words', () => {
    showLanguage('pt-BR', ptBR);
    expect(invitationProblem(new ApiRequestError(410, 'invitation_used', 'Já usado.'), 'x')).toEqual({
      kind: 'gone',
      message: { type: 'attention', title: 'Este convite já foi usado.', text: 'Já usado.' },
    });
    expect(invitationProblem(new ApiRequestError(404, 'not_found', 'n'), 'x')).toMatchObject({
      message: { title: 'Este link de convite não é válido.' },
    });
  });
});

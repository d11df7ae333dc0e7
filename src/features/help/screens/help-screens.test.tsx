// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import common from '../../../../locales/en/common.json';
import en from '../../../../locales/en/help.json';
import { initKitI18n } from '../../../ui/kit-test-i18n.ts';
import { FAQ_QUESTIONS } from '../components/help-topics.ts';
import { FaqScreen } from './faq-screen.tsx';
import { HelpGuestScreen } from './help-guest-screen.tsx';
import { HelpScreen } from './help-screen.tsx';

beforeAll(async () => {
  await initKitI18n('en');
  i18next.addResourceBundle('en', 'help', en);
});
afterEach(cleanup);

const show = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('the help page', () => {
  it('leads a signed-in user on to the questions and answers', () => {
    show(<HelpScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Help');
    expect(screen.getByRole('link', { name: 'Questions and answers' }).getAttribute('href')).toBe('/faq');
    expect(screen.queryByRole('link', { name: 'Go to sign in' })).toBeNull();
  });

  it('leads a guest back to signing in', () => {
    show(<HelpGuestScreen />);
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Questions and answers' })).toBeNull();
  });

  it('numbers the sign-in steps and lists the signing points and the key advice', () => {
    show(<HelpScreen />);
    const steps = within(screen.getByRole('region', { name: 'Signing in' })).getAllByRole('list');
    expect(steps[0]?.tagName).toBe('OL');
    expect(
      within(steps[0] as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([en.signIn.step1, en.signIn.step2, en.signIn.step3, en.signIn.step4]);
    const signing = within(screen.getByRole('region', { name: 'Signing payments' })).getAllByRole('list');
    expect(signing.map((list) => within(list).getAllByRole('listitem').length)).toEqual([6, 4]);
  });

  it('gives the support phone and e-mail as links that call and write', () => {
    show(<HelpGuestScreen />);
    const contacts = within(screen.getByRole('region', { name: 'Bank support' }));
    const phone = contacts.getByRole('link', { name: common.contacts.phone });
    expect(phone.getAttribute('href')).toBe(`tel:${common.contacts.phoneHref}`);
    const email = contacts.getByRole('link', { name: common.contacts.email });
    expect(email.getAttribute('href')).toBe(`mailto:${common.contacts.email}`);
    expect(contacts.getByText(common.contacts.hours)).not.toBeNull();
  });
});

describe('the questions and answers', () => {
  it('show each question as a closed fold with its answer inside', () => {
    const { container } = show(<FaqScreen />);
    const folds = [...container.querySelectorAll('details')];
    expect(folds).toHaveLength(FAQ_QUESTIONS.length);
    expect(folds.every((fold) => !fold.open)).toBe(true);
    expect(folds.map((fold) => fold.querySelector('summary')?.textContent)).toEqual(
      FAQ_QUESTIONS.map((key) => en.faq[key].q),
    );
    expect(folds.map((fold) => fold.querySelector('p')?.textContent)).toEqual(
      FAQ_QUESTIONS.map((key) => en.faq[key].a),
    );
  });
});

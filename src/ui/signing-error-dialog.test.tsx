// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SigningClientError } from '../lib/signing-client.ts';
import { initKitI18n } from './kit-test-i18n.ts';
import { SigningErrorDialog } from './signing-error-dialog.tsx';

beforeAll(async () => {
  // jsdom has no modal dialogs; the open attribute is what showModal would set.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  await initKitI18n('en');
});
afterEach(cleanup);

function show(error: SigningClientError, onRetry?: () => void) {
  const onClose = vi.fn();
  render(<SigningErrorDialog error={error} onClose={onClose} onRetry={onRetry} />);
  return { onClose, text: screen.getByTestId('signing-error-text').textContent };
}

describe('SigningErrorDialog', () => {
  it('shows the catalogue text for each kind and the four pieces of advice', () => {
    const { text } = show(new SigningClientError('no-connection'));
    expect(text).toBe('Cannot connect to the signing client. Check the key and try again.');
    expect(screen.getByTestId('signing-advice').querySelectorAll('li')).toHaveLength(4);
    expect(screen.getByTestId('signing-advice').textContent).toContain('Remove the key and insert it again');
    expect(screen.getByTestId('signing-advice').textContent).toContain('servicing branch');
    cleanup();
    expect(show(new SigningClientError('unknown-version')).text).toBe('Unknown error');
  });

  it('no certificate: the client comment when it gave one, else no connection with the EDS client', () => {
    expect(show(new SigningClientError('no-certificate', 'Token not found')).text).toBe('Token not found');
    cleanup();
    expect(show(new SigningClientError('no-certificate')).text).toBe('No connection with the EDS client');
  });

  it('never shows a comment in place of the no-connection text', () => {
    expect(show(new SigningClientError('no-connection', 'ECONNREFUSED')).text).toMatch(/^Cannot connect/);
  });

  it('retry closes the dialog and runs the retry', () => {
    const retry = vi.fn();
    const { onClose } = show(new SigningClientError('no-connection'), retry);
    fireEvent.click(screen.getByTestId('signing-retry'));
    expect(onClose).toHaveBeenCalled();
    expect(retry).toHaveBeenCalledOnce();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer, type ComposerLabels, type ComposerValue } from './composer.tsx';

const labels: ComposerLabels = {
  message: 'Message',
  attach: 'File',
  removeFile: 'Remove',
  send: 'Send',
  required: 'Type or attach',
  fileType: 'Bad type',
  fileSize: 'Too big',
};

afterEach(cleanup);

function setup(result = true) {
  const onSend = vi.fn<(value: ComposerValue) => Promise<boolean>>(async () => result);
  render(<Composer labels={labels} onSend={onSend} />);
  return { onSend, text: screen.getByTestId('composer-text') as HTMLTextAreaElement };
}

describe('Composer', () => {
  it('sends nothing blank and says why', () => {
    const { onSend, text } = setup();
    fireEvent.change(text, { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('composer-send'));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Type or attach');
  });

  it('sends the trimmed text and clears the box only when the send was taken', async () => {
    const { onSend, text } = setup();
    fireEvent.change(text, { target: { value: '  Hello  ' } });
    fireEvent.click(screen.getByTestId('composer-send'));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ message: 'Hello' }));
    await waitFor(() => expect(text.value).toBe(''));
  });

  it('keeps what was typed when the send is refused', async () => {
    const { onSend, text } = setup(false);
    fireEvent.change(text, { target: { value: 'Keep me' } });
    fireEvent.click(screen.getByTestId('composer-send'));
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(text.value).toBe('Keep me');
  });

  it('refuses a file of another type before reading it, and sends an allowed one as base64', async () => {
    const { onSend } = setup();
    const input = screen.getByTestId('composer-file');
    fireEvent.change(input, {
      target: { files: [new File(['<html>'], 'page.html', { type: 'text/html' })] },
    });
    expect(screen.getByRole('alert').textContent).toBe('Bad type');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByTestId('composer-chip').textContent).toContain('a.pdf');
    fireEvent.click(screen.getByTestId('composer-send'));
    await waitFor(() =>
      expect(onSend).toHaveBeenCalledWith({
        message: '',
        file: { name: 'a.pdf', content: btoa('%PDF-1.4') },
      }),
    );
  });
});

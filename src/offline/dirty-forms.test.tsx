// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anyFormDirty, useDirtyForm } from './dirty-forms.ts';

function Form({ value }: { value: string }) {
  useDirtyForm(value !== '');
  return null;
}

describe('useDirtyForm', () => {
  it('follows the form and is clean again when it unmounts', () => {
    const view = render(<Form value="" />);
    expect(anyFormDirty()).toBe(false);
    view.rerender(<Form value="typed" />);
    expect(anyFormDirty()).toBe(true);
    view.unmount();
    expect(anyFormDirty()).toBe(false);
  });
});

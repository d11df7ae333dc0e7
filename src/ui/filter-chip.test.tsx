// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterChip } from './filter-chip.tsx';

afterEach(cleanup);

describe('FilterChip', () => {
  it('says what is shown and removes the filter with its named button', () => {
    const onRemove = vi.fn();
    render(
      <FilterChip
        label="Documents of one import file"
        removeLabel="Show all"
        onRemove={onRemove}
        testId="c"
      />,
    );
    expect(screen.getByTestId('c').textContent).toContain('Documents of one import file');
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});

import { DICT_TYPES, dictApi } from '@hrbd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderScreen } from '../test/render-screen';
import { useEducation } from './reference-data';

/** What a select offers and how a record holding 1 reads, as a screen would show them. */
function EducationProbe() {
  const education = useEducation();
  const queryClient = useQueryClient();
  return (
    <>
      <output data-testid="offered">{education.options.map((o) => o.label).join('、')}</output>
      <output data-testid="record">{education.label(1)}</output>
      <button type="button" onClick={() => void queryClient.invalidateQueries({ queryKey: [dictApi.queryByType.key] })}>
        字典已修改
      </button>
    </>
  );
}

describe('useDict', () => {
  it('offers the enabled items only, labels a disabled one, and shows a change once the dictionary is invalidated', async () => {
    const items = [
      { dataKey: '1', dataValue: '其他', enabled: 0 },
      { dataKey: '9', dataValue: '本科', enabled: 1 },
    ];
    const api = mockApi().on(dictApi.queryByType, () => items.map((i) => ({ ...i })));
    renderScreen(<EducationProbe />);
    await waitFor(() => expect(screen.getByTestId('offered')).toHaveTextContent(/^本科$/));
    expect(screen.getByTestId('record')).toHaveTextContent('其他');
    expect(api.sent(dictApi.queryByType)).toEqual([{ type: DICT_TYPES.education, withDisabled: '1' }]);

    items[0].enabled = 1;
    items[1].dataValue = '大学本科';
    fireEvent.click(screen.getByRole('button', { name: '字典已修改' }));
    await waitFor(() => expect(screen.getByTestId('offered')).toHaveTextContent('其他、大学本科'));
  });
});

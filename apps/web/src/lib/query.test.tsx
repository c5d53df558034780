import { eventTrackingApi, userApi } from '@hrbd/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { App } from 'antd';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fake-server';
import { useApiMutation } from './query';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <App>{children}</App>
    </QueryClientProvider>
  );
}

describe('useApiMutation', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Cookies.remove('Authorization');
  });

  it('records each command a person triggers as a key click named by the endpoint summary', async () => {
    Cookies.set('Authorization', 'token-of-a-signed-in-user-0123456789');
    const server = fakeServer().on(userApi.enableUser, { data: null }).on(eventTrackingApi.info, { data: null });
    const { result } = renderHook(() => useApiMutation(userApi.enableUser), { wrapper });
    await act(() => result.current.mutateAsync({ body: { userCode: 'u1', status: 0 } }));
    await waitFor(() => expect(server.sent(eventTrackingApi.info)).toHaveLength(1));
    expect(server.sent(eventTrackingApi.info)[0]).toMatchObject({ eventType: 'click', eventName: '启用或禁用用户' });
    expect(server.sent(userApi.enableUser)).toEqual([{ userCode: 'u1', status: 0 }]);
  });
});

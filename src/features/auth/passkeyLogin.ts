import type { AppDispatch } from '@/app/store';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { settleMutation } from '@/shared/api/useMutationNotice';
import { PASSKEY_CANCELLED, signWithPasskey } from '@/shared/lib/passkeyCeremony';
import type { Credentials } from './authApi';
import { finishLogin, type LoginOptions } from './loginFlow';
import { secondFactorApi } from './secondFactorApi';

const SERVER_ERROR = '服务端错误';

/**
 * docs/behaviour.md §4.1 使用通行密钥登录 (docs/security.md "Passkeys"): options from the server, the
 * browser's passkey ceremony, the signed answer for the token. With `ticket` it is the second step
 * after the password. `autofill`: the conditional request the username field offers; it waits
 * silently and, when cancelled, says nothing.
 */
export function passkeyLoginRequested(
  ticket: string | undefined,
  credentials: Credentials,
  options: LoginOptions & { autofill?: boolean } = {},
) {
  return async (dispatch: AppDispatch): Promise<boolean> => {
    const body = ticket ? { ticket } : {};
    const asked = await settleMutation(
      dispatch,
      dispatch(secondFactorApi.endpoints.passkeyLoginOptions.initiate(body)),
      {
        refused: SERVER_ERROR,
      },
    );
    if (!asked) return false;
    let credential;
    try {
      credential = await signWithPasskey(asked.data, options.autofill);
    } catch {
      if (!options.autofill) dispatch(noticeShown({ kind: 'error', title: '错误提示', message: PASSKEY_CANCELLED }));
      return false;
    }
    const answer = await settleMutation(
      dispatch,
      dispatch(secondFactorApi.endpoints.passkeyLogin.initiate({ ...body, credential })),
      { refused: SERVER_ERROR },
    );
    return answer ? finishLogin(dispatch, answer.data, credentials, options) : false;
  };
}

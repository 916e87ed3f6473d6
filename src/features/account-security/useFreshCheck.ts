import { useAppDispatch } from '@/app/hooks';
import type { Body } from '@/shared/api/contractTypes';
import { settleMutation } from '@/shared/api/useMutationNotice';
import { signWithPasskey } from '@/shared/lib/passkeyCeremony';
import { useGetPasskeysQuery, useGetSecurityStatusQuery, usePasskeyCheckOptionsMutation } from './securityApi';

export type FreshCheck = Body<'account.passkeyRegisterOptions'>;

/**
 * The fresh check before a change to the account's keys (docs/security.md "Second factor"): the
 * current password while the account has no second factor, else a 验证码 when one was typed, else a
 * passkey ceremony. `collect` answers null when the check could not be asked (its notice shown);
 * a ceremony the user cancelled throws.
 */
export function useFreshCheck() {
  const dispatch = useAppDispatch();
  const { data: status } = useGetSecurityStatusQuery();
  const { data: keys = [] } = useGetPasskeysQuery();
  const [checkOptions] = usePasskeyCheckOptionsMutation();
  const totp = !!status?.totp;
  const hasFactor = totp || keys.length > 0;

  const collect = async (typed: { password?: string; code?: string }): Promise<FreshCheck | null> => {
    if (!hasFactor) return { password: typed.password ?? '' };
    if (typed.code?.trim() || keys.length === 0) return { code: typed.code ?? '' };
    const options = await settleMutation(dispatch, checkOptions(), { refused: '操作失败', unannounced: '操作失败' });
    return options && { passkey: await signWithPasskey(options.data) };
  };
  return { totp, hasFactor, keys, collect };
}

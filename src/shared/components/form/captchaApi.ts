import { baseApi } from '@/shared/api/baseApi';
import { resultOf } from '@/shared/api/envelope';
import { request, type Result } from '@/shared/api/contractTypes';

// The captcha's challenge (docs/behaviour.md §13.1): loaded with the widget, on demand only.
export const captchaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    captchaChallenge: build.query<Result<'spam.challenge'>, void>({
      query: () => request('spam.challenge', '/spam/challenge'),
      transformResponse: resultOf<Result<'spam.challenge'>>,
      // Each challenge is solved once: never kept for the next form.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyCaptchaChallengeQuery } = captchaApi;

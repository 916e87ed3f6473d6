import type { ApiContracts } from '@protocol/api';
import type { BodyOf, ClientPathOf, QueryOf, ResultOf } from '@protocol/api/contract';
import type { ApiEnvelope } from './envelope';

// The client's side of the API contracts (docs/architecture.md "API contracts"): an endpoint names
// its contract, takes its result type from it and builds its request through `request`, so a path,
// method, body or result that drifts from the server's fails `tsc`. Types only: TypeBox stays out
// of the browser's bundle.

type Domain = keyof ApiContracts;
/** `'article.detail'`: a domain of protocol/api and one of its endpoints. */
export type ContractName = { [D in Domain]: `${D}.${keyof ApiContracts[D] & string}` }[Domain];
type ContractAt<N extends ContractName> = N extends `${infer D extends Domain}.${infer E}`
  ? ApiContracts[D][E & keyof ApiContracts[D]]
  : never;

/** What the endpoint's envelope carries as `result`. */
export type Result<N extends ContractName> = ResultOf<ContractAt<N>>;
/** The whole answer body, for `transformResponse`. */
export type Answer<N extends ContractName> = ApiEnvelope<Result<N>>;
/** The request body the server validates. */
export type Body<N extends ContractName> = BodyOf<ContractAt<N>>;
/** The URL under /api, with its path parameters filled in. */
export type PathOf<N extends ContractName> = ClientPathOf<ContractAt<N>>;
/** The HTTP method the contract answers. */
export type MethodOf<N extends ContractName> = ContractAt<N>['method'];

type QueryPart<N extends ContractName> =
  QueryOf<ContractAt<N>> extends undefined ? unknown : { params: QueryOf<ContractAt<N>> };
type BodyPart<N extends ContractName> =
  ContractAt<N> extends { multipart: true }
    ? { body: FormData }
    : Body<N> extends undefined
      ? unknown
      : { body: Body<N> };

/** What RTK Query's `query` returns for the contract: a bare path for a plain GET. */
export type RequestOf<N extends ContractName> = ContractAt<N>['method'] extends 'GET'
  ? QueryOf<ContractAt<N>> extends undefined
    ? PathOf<N>
    : { url: PathOf<N> } & QueryPart<N>
  : { url: PathOf<N>; method: ContractAt<N>['method'] } & QueryPart<N> & BodyPart<N>;

/** An endpoint's request, checked against its contract (the name is what the contracts test reads). */
export const request = <N extends ContractName>(_contract: N, built: RequestOf<N>): RequestOf<N> => built;

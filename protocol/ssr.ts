// The contract between the server and the server render bundle (build/ssr/render.js, built from
// src/app/ssr/renderPage.tsx): the server loads the bundle at run time and never imports src/.
import type { PageId } from './pages';

/**
 * Written by the client build beside index.html: each page's chunk group (`page-<id>`) → its script
 * files beyond the boot and the app entry, space-separated (scripts/app-scripts-plugin.ts).
 */
export const PAGE_SCRIPTS_FILE = 'page-scripts.json';
/** The <meta> of a server-rendered page that lists them (src/shared/boot/appFiles.ts reads it). */
export const PAGE_SCRIPTS_META = 'inkstone-page';

/** The id of the <script type="application/json"> that carries a server render's state to the client. */
export const SSR_STATE_ID = '__INKSTONE_STATE__';

/** One API call of a server render, as the browser would send it. */
export interface RenderApiRequest {
  method: string;
  /** Path and query on the site, e.g. `/api/article/getArticleById/3`. */
  url: string;
  headers: Record<string, string>;
  /** The JSON text of a write's body. */
  body?: string;
}

/** Its answer: the status and the body's text (JSON for every /api answer). */
export interface RenderApiResponse {
  status: number;
  body: string;
}

/**
 * Answers a server render's API calls in the server's own process (app.inject), never through the
 * network, and without fetch's Request and Response objects (docs/performance-log.md "Where one
 * uncached render's time goes").
 */
export type RenderApiCall = (request: RenderApiRequest) => Promise<RenderApiResponse>;

export interface RenderRequest {
  /** Path and query of the page, e.g. `/article?id=3`. */
  url: string;
  /** Answers the render's API calls. */
  call: RenderApiCall;
}

/** One rule of Emotion's critical CSS: a global style (`css-global`) or a component class (`css`). */
export interface StyleRule {
  global: boolean;
  id: string;
  css: string;
}

/**
 * What a page's head says, as the page itself read it (docs/architecture.md "Server rendering"): the
 * server builds the title, description, image and structured data from these, so the head and the
 * body never disagree. Texts are as the API answered them.
 */
export interface PageFacts {
  /** The blog's config; null before it is filled in. */
  site: { blogName: string; personalSay: string; blogNotice: string; avatar: string } | null;
  /** The article an /article page shows. */
  article?: {
    title: string;
    description: string | null;
    /** Its Markdown (a missing description is its first words). */
    content: string;
    cover: string | null;
    createdAt: string;
    updatedAt: string;
    category: string | null;
    tags: string[];
    author: string | null;
  };
  /** The album a /photos?id page shows. */
  albumName?: string;
  /** The series a /series?id page shows (docs/behaviour.md §9.6); empty texts when it has none. */
  series?: { name: string; description: string; cover: string };
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** 200, or 404 for an unknown route or a missing article. */
      status: number;
      /** The catalogue page rendered; the browser boots it from the chunk group `page-<id>`. */
      page: PageId | null;
      /** The markup for <div id="root">. */
      html: string;
      /** Emotion's critical CSS rule by rule; the server writes the <style data-emotion> tags. */
      styles: StyleRule[];
      /** The state for the client, already safe inside a <script> element. */
      state: string;
      /** Errors thrown while rendering (their Suspense boundaries are left to the client). */
      errors: string[];
      /** What the head says, from the data the body rendered. */
      facts: PageFacts;
    };

/** What build/ssr/render.js exports. */
export interface RenderModule {
  renderPage: (request: RenderRequest) => Promise<RenderResult>;
}

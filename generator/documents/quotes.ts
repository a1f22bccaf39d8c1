// Quote documents: the quote object, quote pages with their navigation links.
import type { ApiModel } from "../api-model.ts";
import type { Quote } from "../model.ts";
import { urls, type PageQuery } from "./urls.ts";

/** The one shape of a quote everywhere in the API, property order included. */
export function quoteObject(quote: Quote) {
  const { work, locator, translator, year, edition } = quote.source;
  return { id: quote.id, concept: quote.concept, text: quote.text, author: quote.author, source: { work, locator, translator, year, edition }, url: urls.quote(quote.id) };
}

export interface PageLinks {
  next: PageQuery | null;
  previous: PageQuery | null;
  first: PageQuery;
  last: PageQuery;
}

/** Navigation for a page: next/previous keep limit and concept; previous never goes below offset 0. */
export function pageLinks(query: PageQuery, count: number): PageLinks {
  const at = (offset: number): PageQuery => ({ ...query, offset });
  const lastOffset = count === 0 ? 0 : Math.floor((count - 1) / query.limit) * query.limit;
  return {
    next: query.offset + query.limit < count ? at(query.offset + query.limit) : null,
    previous: query.offset > 0 ? at(Math.max(0, query.offset - query.limit)) : null,
    first: at(0),
    last: at(lastOffset),
  };
}

export function quotesMatching(model: ApiModel, concept: string | null): Quote[] {
  return concept === null ? model.dataset.quotes : (model.quotesByConcept.get(concept) ?? []);
}

export function quotesPageDocument(model: ApiModel, query: PageQuery) {
  const matching = quotesMatching(model, query.concept);
  const links = pageLinks(query, matching.length);
  return {
    count: matching.length,
    limit: query.limit,
    offset: query.offset,
    next: links.next && urls.quotesPage(links.next),
    previous: links.previous && urls.quotesPage(links.previous),
    results: matching.slice(query.offset, query.offset + query.limit).map(quoteObject),
  };
}

/** RFC 8288 Link header value for a page (functions only: static hosting cannot vary headers per file). */
export function linkHeader(query: PageQuery, count: number): string {
  const links = pageLinks(query, count);
  const entries: [string, PageQuery | null][] = [["first", links.first], ["prev", links.previous], ["next", links.next], ["last", links.last]];
  return entries
    .filter((entry): entry is [string, PageQuery] => entry[1] !== null)
    .map(([rel, page]) => `<${urls.quotesPage(page)}>; rel="${rel}"`)
    .join(", ");
}

import { Link } from 'react-router';
import { contentHref } from '../../../lib/content-href';
import { answerParts } from '../answer-parts';

/** An FAQ answer: links in the shopper's locale, phone numbers isolated left to right (bidi-safe in Arabic). */
export function FaqAnswer({ answer, localeTag }: { readonly answer: string; readonly localeTag: string }) {
  return (
    <p>
      {answerParts(answer).map((part, index) => {
        if (part.kind === 'link') {
          return (
            <Link key={index} to={contentHref(localeTag, part.path) ?? `/${localeTag}`}>
              {part.text}
            </Link>
          );
        }
        if (part.kind === 'phone') {
          return (
            <bdi key={index} dir="ltr">
              <a href={`tel:${part.text.replace(/\s/g, '')}`}>{part.text}</a>
            </bdi>
          );
        }
        return part.text;
      })}
    </p>
  );
}

export { ArticleSearchButton } from './ArticleSearchButton';

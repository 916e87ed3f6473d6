import { Navigate } from 'react-router';
import { pagePaths, UNKNOWN_PATH_SAMPLE } from './routePaths';
import { routes } from './router';

describe('pagePaths', () => {
  it('lists every leaf page of a nested table, filling params and skipping redirects', () => {
    const table = [
      {
        path: '/',
        element: <main />,
        children: [
          { index: true, element: <Navigate to="/home" replace /> },
          { path: 'home', element: <p /> },
          { path: 'message/list', element: <p /> },
          { path: 'article/:id', element: <p /> },
          { path: 'photos/:album?', element: <p /> },
          { path: '*', element: <p /> },
        ],
      },
    ];
    expect(pagePaths(table)).toEqual(['/home', '/message/list', '/article/1', '/photos', UNKNOWN_PATH_SAMPLE]);
  });

  it('covers the real route table, including pages added later', () => {
    const paths = pagePaths(routes);
    expect(paths).toEqual(
      expect.arrayContaining(['/home', '/archives', '/message/list', '/userCenter', UNKNOWN_PATH_SAMPLE]),
    );
    expect(paths).not.toContain('/');
  });
});

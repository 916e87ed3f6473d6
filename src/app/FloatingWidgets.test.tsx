import { preloadLaunchedWidget } from './FloatingWidgets';

// Which widget modules were asked for: a module factory runs when its chunk is imported.
const imported: string[] = [];
jest.mock('@/features/chat-room/ChatWidget', () => {
  imported.push('chat');
  return { ChatWidget: () => null };
});
jest.mock('@/features/music-player/components/MusicPlayer', () => {
  imported.push('music');
  return { MusicPlayer: () => null };
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a first tap on a launcher (docs/architecture.md "Boot on intent")', () => {
  it('fetches nothing when the tap was on no launcher', async () => {
    preloadLaunchedWidget(null);
    await settled();
    expect(imported).toEqual([]);
  });

  it("fetches the tapped launcher's widget with the boot, and only that one", async () => {
    preloadLaunchedWidget('music');
    await settled();
    expect(imported).toEqual(['music']);
    preloadLaunchedWidget('chat');
    await settled();
    expect(imported).toEqual(['music', 'chat']);
  });
});

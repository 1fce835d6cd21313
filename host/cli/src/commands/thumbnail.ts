import type { Command } from 'commander';

export function thumbnailCommand(program: Command): void {
  program.command('thumbnail')
    .description('render a picture of a .kzs scene with the product\'s player in headless Chromium')
    .argument('<file.kzs>', 'the scene archive')
    .argument('<out.png>', 'the picture to write')
    .option('--width <px>', 'width in pixels', '640')
    .option('--height <px>', 'height in pixels', '360')
    .option('--chromium <path>', 'the Chromium to use (default: $CHROMIUM_PATH, else /usr/bin/chromium)')
    .option('--player <dir>', 'the built web app with the player (default: dist/web of the project)')
    .action(async (file: string, out: string, options: { width: string; height: string; chromium?: string; player?: string }) => {
      const { renderThumbnail } = await import('../thumbnail/render-thumbnail.js');
      await renderThumbnail(file, out, options);
    });
}

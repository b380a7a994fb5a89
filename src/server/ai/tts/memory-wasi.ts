/**
 * Just enough of WASI preview 1 to run a command-line program (Flite) whose
 * only files are the ones it writes: its arguments, a clock, and one folder
 * whose files are buffers in memory. Node's own WASI maps folders onto real
 * ones, so Flite's WAV (a person's words read back) went through the disk
 * and was left there when a session ended mid-synthesis; here it never does.
 */

/** The one folder the program sees, as WASI's first preopened descriptor. */
export const MEMORY_FOLDER = "/out";
const FOLDER_FD = 3;

const ERRNO = { success: 0, badf: 8, inval: 28, noent: 44, spipe: 70 } as const;
const FILETYPE = { characterDevice: 2, directory: 3, regularFile: 4 } as const;
const OFLAGS = { create: 1, truncate: 8 } as const;
const FDFLAGS_APPEND = 1;
const ALL_RIGHTS = 0x1fffffffn;
const CLOCK_REALTIME = 0;

class ProgramExit {
  constructor(readonly code: number) {}
}

/** A file as a growing buffer. */
class MemoryFile {
  #bytes = new Uint8Array(4096);
  length = 0;

  write(at: number, data: Uint8Array) {
    const end = at + data.length;
    if (end > this.#bytes.length) {
      const grown = new Uint8Array(Math.max(end, this.#bytes.length * 2));
      grown.set(this.#bytes.subarray(0, this.length));
      this.#bytes = grown;
    }
    this.#bytes.set(data, at);
    this.length = Math.max(this.length, end);
  }

  read(at: number, size: number) {
    return this.#bytes.subarray(at, Math.min(this.length, at + size));
  }

  contents() {
    return Buffer.from(this.#bytes.buffer, 0, this.length);
  }
}

interface OpenFile {
  file: MemoryFile;
  position: number;
  append: boolean;
}

export class MemoryWasi {
  readonly #args: Uint8Array[];
  readonly #files = new Map<string, MemoryFile>();
  readonly #open = new Map<number, OpenFile>();
  #nextFd = FOLDER_FD + 1;
  #memory: WebAssembly.Memory | undefined;

  constructor(args: string[]) {
    const encoder = new TextEncoder();
    this.#args = args.map((arg) => encoder.encode(`${arg}\0`));
  }

  /** Runs the module's `_start` to its end; answers its exit code. */
  run(module: WebAssembly.Module): number {
    const instance = new WebAssembly.Instance(module, {
      wasi_snapshot_preview1: this.#imports(),
    });
    this.#memory = instance.exports.memory as WebAssembly.Memory;
    try {
      (instance.exports._start as () => void)();
      return 0;
    } catch (error) {
      if (error instanceof ProgramExit) return error.code;
      throw error;
    }
  }

  /** A file the program wrote, by its path in the folder (e.g. `/out/speech.wav`). */
  file(path: string): Buffer | undefined {
    return this.#files.get(relative(path))?.contents();
  }

  #view() {
    if (!this.#memory) throw new Error("the program has no memory yet");
    return new DataView(this.#memory.buffer);
  }

  #bytes(pointer: number, length: number) {
    if (!this.#memory) throw new Error("the program has no memory yet");
    return new Uint8Array(this.#memory.buffer, pointer, length);
  }

  /** The buffers of an iovec list. */
  #iovecs(pointer: number, count: number) {
    const view = this.#view();
    const buffers: Uint8Array[] = [];
    for (let index = 0; index < count; index++) {
      const at = pointer + index * 8;
      buffers.push(this.#bytes(view.getUint32(at, true), view.getUint32(at + 4, true)));
    }
    return buffers;
  }

  #imports() {
    return {
      args_sizes_get: (countPointer: number, sizePointer: number) => {
        const view = this.#view();
        view.setUint32(countPointer, this.#args.length, true);
        view.setUint32(sizePointer, total(this.#args), true);
        return ERRNO.success;
      },
      args_get: (argvPointer: number, bufferPointer: number) => {
        const view = this.#view();
        let at = bufferPointer;
        this.#args.forEach((arg, index) => {
          view.setUint32(argvPointer + index * 4, at, true);
          this.#bytes(at, arg.length).set(arg);
          at += arg.length;
        });
        return ERRNO.success;
      },
      clock_time_get: (clock: number, _precision: bigint, timePointer: number) => {
        const now =
          clock === CLOCK_REALTIME ? BigInt(Date.now()) * 1_000_000n : process.hrtime.bigint();
        this.#view().setBigUint64(timePointer, now, true);
        return ERRNO.success;
      },
      fd_close: (fd: number) => (this.#open.delete(fd) ? ERRNO.success : ERRNO.badf),
      fd_fdstat_get: (fd: number, pointer: number) => {
        const type =
          fd <= 2
            ? FILETYPE.characterDevice
            : fd === FOLDER_FD
              ? FILETYPE.directory
              : this.#open.has(fd)
                ? FILETYPE.regularFile
                : undefined;
        if (type === undefined) return ERRNO.badf;
        const view = this.#view();
        view.setUint8(pointer, type);
        view.setUint16(pointer + 2, 0, true);
        view.setBigUint64(pointer + 8, ALL_RIGHTS, true);
        view.setBigUint64(pointer + 16, ALL_RIGHTS, true);
        return ERRNO.success;
      },
      fd_fdstat_set_flags: () => ERRNO.success,
      fd_prestat_get: (fd: number, pointer: number) => {
        if (fd !== FOLDER_FD) return ERRNO.badf;
        const view = this.#view();
        view.setUint8(pointer, 0);
        view.setUint32(pointer + 4, MEMORY_FOLDER.length, true);
        return ERRNO.success;
      },
      fd_prestat_dir_name: (fd: number, pointer: number, length: number) => {
        if (fd !== FOLDER_FD) return ERRNO.badf;
        this.#bytes(pointer, length).set(
          new TextEncoder().encode(MEMORY_FOLDER).subarray(0, length),
        );
        return ERRNO.success;
      },
      fd_read: (fd: number, iovs: number, count: number, readPointer: number) => {
        const open = this.#open.get(fd);
        if (!open && fd !== 0) return ERRNO.badf;
        let read = 0;
        for (const buffer of open ? this.#iovecs(iovs, count) : []) {
          const piece = open?.file.read(open.position, buffer.length) ?? new Uint8Array();
          buffer.set(piece);
          read += piece.length;
          if (open) open.position += piece.length;
          if (piece.length < buffer.length) break;
        }
        this.#view().setUint32(readPointer, read, true);
        return ERRNO.success;
      },
      fd_seek: (fd: number, offset: bigint, whence: number, positionPointer: number) => {
        const open = this.#open.get(fd);
        if (!open) return fd <= 2 ? ERRNO.spipe : ERRNO.badf;
        const base = [0, open.position, open.file.length][whence];
        if (base === undefined) return ERRNO.inval;
        const position = base + Number(offset);
        if (position < 0) return ERRNO.inval;
        open.position = position;
        this.#view().setBigUint64(positionPointer, BigInt(position), true);
        return ERRNO.success;
      },
      fd_write: (fd: number, iovs: number, count: number, writtenPointer: number) => {
        const open = this.#open.get(fd);
        if (!open && fd !== 1 && fd !== 2) return ERRNO.badf;
        let written = 0;
        for (const buffer of this.#iovecs(iovs, count)) {
          // The program's own console output is not wanted: it is dropped.
          if (open) {
            if (open.append) open.position = open.file.length;
            open.file.write(open.position, buffer);
            open.position += buffer.length;
          }
          written += buffer.length;
        }
        this.#view().setUint32(writtenPointer, written, true);
        return ERRNO.success;
      },
      path_open: (
        dirFd: number,
        _lookupFlags: number,
        pathPointer: number,
        pathLength: number,
        openFlags: number,
        _rightsBase: bigint,
        _rightsInheriting: bigint,
        fdFlags: number,
        fdPointer: number,
      ) => {
        if (dirFd !== FOLDER_FD) return ERRNO.badf;
        const path = relative(new TextDecoder().decode(this.#bytes(pathPointer, pathLength)));
        let file = this.#files.get(path);
        if (!file || openFlags & OFLAGS.truncate) {
          if (!file && !(openFlags & OFLAGS.create)) return ERRNO.noent;
          file = new MemoryFile();
          this.#files.set(path, file);
        }
        const fd = this.#nextFd++;
        this.#open.set(fd, { file, position: 0, append: Boolean(fdFlags & FDFLAGS_APPEND) });
        this.#view().setUint32(fdPointer, fd, true);
        return ERRNO.success;
      },
      proc_exit: (code: number) => {
        throw new ProgramExit(code);
      },
    };
  }
}

/** A path inside the folder, however the program spelled it. */
function relative(path: string) {
  return path.replace(new RegExp(`^${MEMORY_FOLDER}/`), "").replace(/^\.\//, "");
}

function total(buffers: Uint8Array[]) {
  return buffers.reduce((sum, buffer) => sum + buffer.length, 0);
}

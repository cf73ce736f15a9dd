/*
 * libyaml's allocation functions, replaced in the refreshspec executable.
 *
 * libyaml allocates through four functions of its own (yaml_malloc, yaml_realloc, yaml_free,
 * yaml_strdup), which it calls through its procedure linkage table: on Linux an executable
 * that defines them is asked first, so these definitions serve every allocation libyaml
 * makes. libyaml allocates and frees a block for nearly every token and event (about 700 per
 * spec of the benchmark corpus, nine in ten of the process's allocations), and malloc and
 * free cost it more than the work they serve.
 *
 * Blocks of up to 1 KiB come from per-thread free lists, one per 16-byte size class, carved
 * from 64 KiB chunks: an allocation pops a list, a free pushes onto the freeing thread's list.
 * Nothing is locked (each thread has its own lists) and no chunk is ever returned: memory kept
 * is at most what libyaml had live at once on each thread (a parser lives on one thread).
 * Larger blocks (libyaml's input buffers, long scalars) are malloc's. Each block starts with a
 * 16-byte header holding its size class (0 for malloc's), so that blocks stay 16-byte aligned.
 *
 * Under AddressSanitizer nothing is replaced, so that it checks libyaml's memory as malloc's.
 */
#include "CYamlAllocator.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define REFRESHSPEC_NO_YAML_ALLOCATOR 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || !defined(__linux__)
#define REFRESHSPEC_NO_YAML_ALLOCATOR 1
#endif

#ifdef REFRESHSPEC_NO_YAML_ALLOCATOR

int refreshspec_yaml_allocator_is_built(void) { return 0; }
size_t refreshspec_yaml_allocator_count(void) { return 0; }

#else

#include <stdlib.h>
#include <string.h>

enum {
    header_size = 16,
    class_size = 16,
    largest_small = 1024,
    class_count = largest_small / class_size + 1,
    chunk_size = 64 * 1024,
};

struct free_block { struct free_block *next; };

/* One thread's lists and chunk, in one thread-local block. The initial-exec model reaches it
 * at a fixed offset from the thread pointer (this file is only linked into executables), so
 * that the fast paths below call nothing and save no register. */
struct thread_state {
    struct free_block *free_lists[class_count];
    char *chunk_next;
    size_t chunk_left;
    size_t allocations;
};

static __thread struct thread_state state __attribute__((tls_model("initial-exec")));

int refreshspec_yaml_allocator_is_built(void) { return 1; }
size_t refreshspec_yaml_allocator_count(void) { return state.allocations; }

/* The header in front of a block handed out. */
static size_t *header_of(void *block) { return (size_t *)((char *)block - header_size); }

/* A block of size class `class` with its header, carved from the current chunk or a new one:
 * the path taken when the class's list is empty, kept out of line so that the fast path stays
 * small. */
__attribute__((noinline)) static void *carved_block(size_t class) {
    size_t bytes = header_size + class * class_size;
    if (state.chunk_left < bytes) {
        /* The rest of the chunk, under 1 KiB, is left unused. */
        state.chunk_next = malloc(chunk_size);
        if (!state.chunk_next) {
            state.chunk_left = 0;
            return NULL;
        }
        state.chunk_left = chunk_size;
    }
    char *start = state.chunk_next;
    state.chunk_next += bytes;
    state.chunk_left -= bytes;
    *(size_t *)start = class;
    return start + header_size;
}

/* A block too large for the lists, from malloc, with a header of class 0. */
__attribute__((noinline)) static void *large_block(size_t size) {
    char *start = malloc(header_size + size);
    if (!start) return NULL;
    *(size_t *)start = 0;
    return start + header_size;
}

void *yaml_malloc(size_t size) {
    state.allocations++;
    size_t needed = size ? size : 1;
    if (needed > largest_small) return large_block(needed);
    size_t class = (needed + class_size - 1) / class_size;
    struct free_block *reused = state.free_lists[class];
    if (!reused) return carved_block(class);
    state.free_lists[class] = reused->next;
    *(size_t *)reused = class;
    return (char *)reused + header_size;
}

void yaml_free(void *block) {
    if (!block) return;
    size_t *header = header_of(block);
    size_t class = *header;
    if (class == 0) {
        free(header);
        return;
    }
    struct free_block *freed = (struct free_block *)header;
    freed->next = state.free_lists[class];
    state.free_lists[class] = freed;
}

void *yaml_realloc(void *block, size_t size) {
    if (!block) return yaml_malloc(size);
    size_t needed = size ? size : 1;
    size_t *header = header_of(block);
    size_t class = *header;
    if (class != 0 && needed <= class * class_size) return block;
    if (class == 0 && needed > largest_small) {
        char *start = realloc(header, header_size + needed);
        return start ? start + header_size : NULL;
    }
    void *moved = yaml_malloc(needed);
    if (!moved) return NULL;
    /* A small block holds its class's size; a large one more than any small block. */
    size_t kept = class != 0 ? class * class_size : needed;
    memcpy(moved, block, kept < needed ? kept : needed);
    yaml_free(block);
    return moved;
}

unsigned char *yaml_strdup(const unsigned char *text) {
    if (!text) return NULL;
    size_t size = strlen((const char *)text) + 1;
    unsigned char *copy = yaml_malloc(size);
    if (copy) memcpy(copy, text, size);
    return copy;
}

#endif

// Compiled with nothing but one library's include directories (tests/setup/CMakeLists.txt): its
// own headers and those of the layers below are reachable, the layers above are not.
#if !__has_include(<core/session/session.h>)
#error "core's headers are not reachable from this layer's include roots"
#endif
#if defined(GPUSCOUT_LAYER_UI) && !__has_include(<ui/offers/offersmodel.h>)
#error "ui's headers are not reachable from its include root"
#endif
#if !defined(GPUSCOUT_LAYER_UI) && __has_include(<ui/offers/offersmodel.h>)
#error "core reaches ui's headers: its include root must hold core/ only"
#endif
#if __has_include(<app/cli/cli.h>) || __has_include(<tests/core/testutil.h>)
#error "a library reaches app's or the tests' headers"
#endif

int main()
{
    return 0;
}

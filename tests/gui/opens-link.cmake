# Starts GPUSCOUT with a gpuscout:view LINK on a fresh database and settings file in WORK, as the
# desktop's URL handler does (Exec=gpuscout %u), then with a link it cannot read. The first start
# must save the link's workload as the active one; the second must still start, and keep it.
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
foreach(link "gpuscout:view?v=1&task=batch&model=sdxl&images=4321&spot=1"
             "gpuscout:view?v=1&task=batch&model=no-such-model")
    execute_process(
        COMMAND "${GPUSCOUT}" --database "${WORK}/gpuscout.sqlite" --settings "${WORK}/settings.ini"
                "${link}"
        RESULT_VARIABLE result
        ERROR_VARIABLE errors
        TIMEOUT 50)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "the start with ${link} exited with ${result}: ${errors}")
    endif()
    file(READ "${WORK}/settings.ini" settings)
    if(NOT settings MATCHES "images[^,]*4321" OR NOT settings MATCHES "task[^,]*batch")
        message(FATAL_ERROR "the start with ${link} did not keep the link's workload: ${settings}")
    endif()
endforeach()
